import { execFileSync } from 'node:child_process';

/** A TCP port free on 127.0.0.1 right now (synchronous, for config files). */
export function freePort(): number {
  const output = execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();})",
    ],
    { encoding: 'utf8' },
  );
  return Number(output);
}
