import {
  ContentImportError,
  exportContentItems,
  importContentItems,
  type ContentIssue,
  type DatabaseHandle,
} from '../load/commerce.js';
import { writeContentFolder, type ReadContent } from './content-files.js';
import { createProgress, type ProgressStream } from './progress.js';

/** `items/3f2c….json  body.headline.text (fr-CA): at most 200 characters`: the file when it is known. */
export function formatIssue(issue: ContentIssue, files: ReadonlyMap<string, string>): string {
  const where = files.get(issue.item) ?? issue.item;
  return `  ${where}  ${issue.path}${issue.locale ? ` (${issue.locale})` : ''}: ${issue.message}`;
}

function refuse(
  stderr: ProgressStream,
  issues: readonly ContentIssue[],
  files: ReadonlyMap<string, string>,
  note = '',
): number {
  stderr.write(
    `The import was refused: ${issues.length} error${issues.length === 1 ? '' : 's'}, nothing was written.${note}\n` +
      `${issues.map((issue) => formatIssue(issue, files)).join('\n')}\n`,
  );
  return 1;
}

/** Writes every content item and edition of the database to `dir`. */
export async function exportFolder(dir: string, handle: DatabaseHandle, stderr: ProgressStream): Promise<number> {
  const bundle = await exportContentItems(handle.db);
  await writeContentFolder(dir, bundle);
  stderr.write(`Exported ${bundle.items.length} items and ${bundle.editions.length} editions to ${dir}\n`);
  return 0;
}

/**
 * Refuses a folder some of whose files cannot be read: the engine checks content, not files, and
 * until every file reads there is no whole import to check. Answers the exit code, or undefined
 * when everything was read.
 */
export function refuseUnreadable(read: ReadContent, stderr: ProgressStream): number | undefined {
  if (read.issues.length === 0) return undefined;
  return refuse(stderr, read.issues, read.files, ' The content is checked once every file reads.');
}

/**
 * Imports what was read: everything is checked before anything is written. Answers the exit code:
 * 0 done, 1 refused (every error written to `stderr`, with the file it is in).
 */
export async function importFolder(
  read: ReadContent,
  dir: string,
  handle: DatabaseHandle,
  stderr: ProgressStream,
): Promise<number> {
  const unreadable = refuseUnreadable(read, stderr);
  if (unreadable !== undefined) return unreadable;
  const progress = createProgress(stderr, 'items and editions');
  try {
    const result = await importContentItems(handle.db, read.bundle, (done, total) => progress.update(done, total));
    progress.finish();
    stderr.write(`Imported ${result.items} items and ${result.editions} editions from ${dir}\n`);
    return 0;
  } catch (error) {
    progress.finish();
    if (error instanceof ContentImportError) return refuse(stderr, error.errors, read.files);
    throw error;
  }
}
