import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-context';
import { useSignOutToHome } from '@/features/auth/use-sign-out-to-home';
import { DeleteAccountDialog } from '@/features/privacy/components/delete-account-dialog';
import { DownloadMyDataButton } from '@/features/privacy/components/download-my-data-button';
import { StoredDataList } from '@/features/privacy/components/stored-data-list';
import { privacyText } from '@/features/privacy/messages';
import { toast } from '@/lib/use-toast';
import { PageShell } from '../page-shell';

/** "Meus dados" (LGPD): what is stored and why, the export, and deleting the account. */
export function MyDataPage() {
  const { user, isLoading } = useAuth();
  const signOutToHome = useSignOutToHome();
  const queryClient = useQueryClient();

  if (!isLoading && !user) return <Navigate to="/login?redirect=%2Fmeus-dados" replace />;

  const afterDeletion = async () => {
    queryClient.clear();
    await signOutToHome();
    toast({ title: privacyText.deletedTitle, description: privacyText.deletedDescription });
  };

  return (
    <PageShell title={privacyText.title}>
      <div className="grid max-w-3xl gap-6">
        <p className="text-lg">{privacyText.intro}</p>
        <section aria-labelledby="o-que-guardamos">
          <h2 id="o-que-guardamos" className="mb-3 text-xl font-semibold">
            {privacyText.storedHeading}
          </h2>
          <StoredDataList />
          <p className="mt-3 text-muted">{privacyText.notShared}</p>
        </section>
        <Card>
          <section aria-labelledby="baixar-copia">
            <h2 id="baixar-copia" className="mb-2 text-xl font-semibold">
              {privacyText.downloadHeading}
            </h2>
            <p className="mb-4 text-muted">{privacyText.downloadText}</p>
            <DownloadMyDataButton />
          </section>
        </Card>
        <Card className="border-red-200">
          <section aria-labelledby="excluir-conta">
            <h2 id="excluir-conta" className="mb-2 text-xl font-semibold text-red-800">
              {privacyText.deleteHeading}
            </h2>
            <p className="mb-4 text-muted">{privacyText.deleteText}</p>
            <DeleteAccountDialog onDeleted={afterDeletion} />
          </section>
        </Card>
      </div>
    </PageShell>
  );
}
