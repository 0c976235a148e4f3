import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useExportMyData } from '../api/export-my-data';
import { privacyText } from '../messages';

/** "Baixar meus dados": the JSON export, fetched with the bearer token and saved as a file. */
export function DownloadMyDataButton() {
  const exportData = useExportMyData();
  return (
    <Button
      variant="secondary"
      disabled={exportData.isPending}
      onClick={() =>
        exportData.mutate(undefined, {
          onSuccess: () =>
            toast({
              title: privacyText.downloadDone,
              description: privacyText.downloadDoneDescription,
            }),
          onError: (error) =>
            toast({
              title: apiErrorMessage(error, privacyText.downloadFailed),
              variant: 'destructive',
            }),
        })
      }
    >
      <Download aria-hidden className="size-5" />
      {exportData.isPending ? privacyText.downloading : privacyText.download}
    </Button>
  );
}
