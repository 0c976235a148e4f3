import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { SigningInstructions, WillDocument, WillSignature } from '@legado/contract';
import {
  CONTENT_HASH_LABEL,
  DOCUMENT_ID_LABEL,
  DRAFT_WATERMARK,
  INITIALS_LABEL,
  INSTRUCTIONS_FOOTER,
  PDF_AUTHOR,
  SIGNATURE_CPF_LABEL,
  pageOfPages,
} from './messages.ts';
import { styles } from './will-pdf-styles.ts';

/** Everything the PDF prints besides the will's text. */
export interface WillPdfMeta {
  testamentId: string;
  contentSha256: string;
  /** Fixed by the caller (not "now") so the same content always gives the same bytes. */
  creationDate: Date;
}

function Watermark() {
  return (
    <View fixed style={styles.watermark}>
      <Text style={styles.watermarkText}>{DRAFT_WATERMARK}</Text>
    </View>
  );
}

// Each footer piece is its own fixed, absolutely placed element with an explicit width: a
// render-prop <Text> inside a flex row collapses to zero width in react-pdf 4.
function WillFooter({ meta }: { meta: WillPdfMeta }) {
  return (
    <>
      <Text
        fixed
        style={styles.footerPage}
        // Counted within the will's own <Page>: the instructions page after it is not part of
        // the will, so witnesses initial "Página X de Y" of the will alone.
        render={({ subPageNumber, subPageTotalPages }) =>
          pageOfPages(subPageNumber, subPageTotalPages)
        }
      />
      <View fixed style={styles.initials}>
        <Text>{INITIALS_LABEL}</Text>
        <View style={styles.initialsBlank} />
      </View>
      <View fixed style={styles.footerMeta}>
        <Text>
          {DOCUMENT_ID_LABEL} {meta.testamentId}
        </Text>
        <Text>
          {CONTENT_HASH_LABEL}: {meta.contentSha256}
        </Text>
      </View>
    </>
  );
}

function InstructionsFooter({ meta }: { meta: WillPdfMeta }) {
  return (
    <View fixed style={styles.footerMeta}>
      <Text>{INSTRUCTIONS_FOOTER}</Text>
      <Text>
        {DOCUMENT_ID_LABEL} {meta.testamentId}
      </Text>
    </View>
  );
}

function SignatureLine({ signature }: { signature: WillSignature }) {
  return (
    <View style={styles.signature}>
      <View style={styles.signatureLine} />
      <Text style={styles.signatureText}>{signature.nome}</Text>
      {signature.cpf === undefined ? null : (
        <Text style={styles.signatureText}>
          {SIGNATURE_CPF_LABEL} {signature.cpf}
        </Text>
      )}
      <Text style={styles.signatureText}>{signature.papel}</Text>
    </View>
  );
}

/**
 * The closing, place and date, and the signatures, kept on one page (wrap={false}): a last page
 * holding only signatures could be stapled to any other text. The testator signs across the
 * page; the witnesses sign two by two.
 */
function ClosingAndSignatures({ doc }: { doc: WillDocument }) {
  const [testator, ...witnesses] = doc.assinaturas;
  return (
    <View style={styles.closing} wrap={false}>
      <Text style={styles.paragraph}>{doc.fecho.texto}</Text>
      <Text style={styles.placeDate}>{doc.fecho.cidadeData}</Text>
      {testator === undefined ? null : (
        <View style={styles.signatureRow}>
          <SignatureLine signature={testator} />
        </View>
      )}
      <View style={styles.signatureGrid}>
        {witnesses.map((signature) => (
          <View key={signature.papel} style={styles.signatureCell}>
            <SignatureLine signature={signature} />
          </View>
        ))}
      </View>
    </View>
  );
}

/** The will as a react-pdf document: the WillDocument's text, then one page of instructions. */
export function WillPdfDocument({
  doc,
  instructions,
  meta,
}: {
  doc: WillDocument;
  instructions: SigningInstructions;
  meta: WillPdfMeta;
}) {
  const isDraft = doc.status !== 'concluido';
  return (
    <Document
      title={doc.titulo}
      author={PDF_AUTHOR}
      creator={PDF_AUTHOR}
      producer={PDF_AUTHOR}
      language="pt-BR"
      creationDate={meta.creationDate}
      modificationDate={meta.creationDate}
    >
      <Page size="A4" style={styles.page}>
        {isDraft ? <Watermark /> : null}
        <Text style={styles.title}>{doc.titulo}</Text>
        {doc.subtitulo === undefined ? null : <Text style={styles.subtitle}>{doc.subtitulo}</Text>}
        {doc.preambulo.map((paragraph, i) => (
          <Text key={i} style={styles.paragraph}>
            {paragraph}
          </Text>
        ))}
        {doc.clausulas.map((clause) => (
          <View key={clause.numero} style={styles.clause}>
            {/* minPresenceAhead keeps a heading from ending a page alone. */}
            <Text style={styles.clauseHeading} minPresenceAhead={40}>
              {clause.numero} — {clause.titulo}
            </Text>
            {clause.paragrafos.map((paragraph, i) => (
              <Text key={i} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
          </View>
        ))}
        <ClosingAndSignatures doc={doc} />
        <WillFooter meta={meta} />
      </Page>
      <Page size="A4" style={styles.page}>
        {isDraft ? <Watermark /> : null}
        <Text style={styles.instructionsTitle}>{instructions.titulo}</Text>
        {instructions.passos.map((step, i) => (
          <View key={i} style={styles.instructionsStep} wrap={false}>
            <Text style={styles.instructionsNumber}>{i + 1}.</Text>
            <Text style={styles.instructionsText}>{step}</Text>
          </View>
        ))}
        <Text style={styles.instructionsNotice}>{instructions.aviso}</Text>
        <InstructionsFooter meta={meta} />
      </Page>
    </Document>
  );
}
