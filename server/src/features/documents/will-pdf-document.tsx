import { Document, Page, Polygon, Svg, Text, View } from '@react-pdf/renderer';
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

/**
 * Where things landed in a render, filled in by render props as react-pdf lays the pages out (the
 * last call for each is the final layout). The job reads it to decide on another pass.
 */
export interface WillPdfProbe {
  /** Pages of the will itself (the instructions page is not counted). */
  willPages?: number;
  /** The page where the last clause ends. */
  textEndPage?: number;
  /** The page of the closing and signatures. */
  closingPage?: number;
  /** The page of the line that fills the space left before the closing, when there is one. */
  fillerPage?: number;
}

/** Records the page a point of the flow landed on; prints nothing. */
function PageMarker({ onPage }: { onPage: (page: number) => void }) {
  return (
    <View
      render={({ pageNumber }) => {
        onPage(pageNumber);
        return null;
      }}
    />
  );
}

/**
 * Fills what is left of the page before the closing block with a diagonal line, so that a typed
 * will keeps no blank space (CC 1.876 § 2º). It always stands before the block and grows into
 * the page's free space, but the block grows a million times faster: on the block's own page the
 * filler gets a sliver, and only when the block moved on to the next page is the filler the last
 * thing on its page, taking the whole space left. The line is a thin filled band rather than a
 * stroke: squeezed into a sliver it has no area and shows nothing, where a stroke would still be
 * drawn as a hairline.
 */
function BlankFiller({ probe }: { probe: WillPdfProbe }) {
  return (
    <View style={styles.filler}>
      <PageMarker onPage={(page) => (probe.fillerPage = page)} />
      <Svg style={styles.fillerLine} viewBox="0 0 1000 1000" preserveAspectRatio="none">
        <Polygon points="0,0 3,0 1000,1000 997,1000" fill="#444444" />
      </Svg>
    </View>
  );
}

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
function WillFooter({
  meta,
  initials,
  probe,
}: {
  meta: WillPdfMeta;
  initials: boolean;
  probe: WillPdfProbe;
}) {
  return (
    <>
      <Text
        fixed
        style={styles.footerPage}
        // Counted within the will's own <Page>: the instructions page after it is not part of
        // the will, so witnesses initial "Página X de Y" of the will alone.
        render={({ subPageNumber, subPageTotalPages }) => {
          probe.willPages = subPageTotalPages;
          return pageOfPages(subPageNumber, subPageTotalPages);
        }}
      />
      {/* A público minuta is not signed nor initialled at home: no field for it. */}
      {initials ? (
        <View fixed style={styles.initials}>
          <Text>{INITIALS_LABEL}</Text>
          <View style={styles.initialsBlank} />
        </View>
      ) : null}
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
      {signature.endereco === undefined ? null : (
        <Text style={styles.signatureAddress}>{signature.endereco}</Text>
      )}
      <Text style={styles.signatureText}>{signature.papel}</Text>
    </View>
  );
}

/**
 * A signed will's closing, split before its last sentence: the first part flows with the text
 * and the last one stays with the signatures, so their page always carries text while the space
 * the unbreakable block may leave behind is as small as it can be.
 */
export function splitClosing(doc: WillDocument): { flowing?: string; kept: string } {
  const texto = doc.fecho.texto;
  if (doc.assinaturas.length === 0) return { kept: texto };
  const cut = texto.search(/(?<=[.)])\s+(?=[A-ZÀ-Ú][^.]*\.$)/u);
  if (cut < 0) return { kept: texto };
  return { flowing: texto.slice(0, cut), kept: texto.slice(cut).trim() };
}

/**
 * The last sentence of the closing, place and date, and the signatures, kept on one page
 * (wrap={false}): a last page holding only signatures could be stapled to any other text. The
 * testator signs across the page; the witnesses sign two by two.
 */
function ClosingAndSignatures({
  doc,
  kept,
  afterLead,
  probe,
}: {
  doc: WillDocument;
  kept: string;
  /** The closing's first part precedes this block, which then needs no space above it. */
  afterLead: boolean;
  probe: WillPdfProbe;
}) {
  const [testator, ...witnesses] = doc.assinaturas;
  if (testator === undefined) {
    // A minuta has no signatures to keep with the text: its closing flows like any paragraph.
    return (
      <>
        <PageMarker onPage={(page) => (probe.closingPage = page)} />
        <Text style={[styles.paragraph, styles.closingLead]}>{kept}</Text>
        <Text style={styles.placeDate}>{doc.fecho.cidadeData}</Text>
      </>
    );
  }
  return (
    <View style={[styles.closingBlock, ...(afterLead ? [] : [styles.closing])]} wrap={false}>
      <PageMarker onPage={(page) => (probe.closingPage = page)} />
      <Text style={styles.paragraph}>{kept}</Text>
      <Text style={styles.placeDate}>{doc.fecho.cidadeData}</Text>
      <View style={styles.signatureRow}>
        <SignatureLine signature={testator} />
      </View>
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
  probe = {},
}: {
  doc: WillDocument;
  instructions: SigningInstructions;
  meta: WillPdfMeta;
  /** Filled with where things landed, for the job's checks and tests. */
  probe?: WillPdfProbe;
}) {
  const isDraft = doc.status !== 'concluido';
  const closing = splitClosing(doc);
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
              <Text key={i} style={i === 0 ? styles.firstParagraph : styles.paragraph}>
                {paragraph}
              </Text>
            ))}
          </View>
        ))}
        {closing.flowing === undefined ? null : (
          // Any number of its lines may end a page: it is what fills the page before the block.
          <Text style={[styles.paragraph, styles.closingLead]} orphans={1} widows={1}>
            {closing.flowing}
          </Text>
        )}
        <PageMarker onPage={(page) => (probe.textEndPage = page)} />
        {doc.assinaturas.length > 0 ? <BlankFiller probe={probe} /> : null}
        <ClosingAndSignatures
          doc={doc}
          kept={closing.kept}
          afterLead={closing.flowing !== undefined}
          probe={probe}
        />
        <WillFooter meta={meta} initials={doc.assinaturas.length > 0} probe={probe} />
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
