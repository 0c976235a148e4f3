import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The downloaded export: the JSON file and the name the server gave it. */
export interface MyDataFile {
  blob: Blob;
  fileName: string;
}

function fileNameFrom(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? `legado-meus-dados-${new Date().toISOString().slice(0, 10)}.json`;
}

/** GET /me/export: everything stored about the person, as a JSON file (bearer token). */
export async function exportMyData(): Promise<MyDataFile> {
  const response = await api.get<Blob>('/me/export', { responseType: 'blob' });
  return { blob: response.data, fileName: fileNameFrom(response.headers['content-disposition']) };
}

/** Hands the file to the browser as a download. */
export function saveFile({ blob, fileName }: MyDataFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads the export when called. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await exportMyData();
      saveFile(file);
      return file;
    },
  });
}
