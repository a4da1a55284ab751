/**
 * The one completeness check of the shop's texts: every `*.messages.ts` of every app (the one
 * translations layout, see shared-contracts/src/i18n/completeness.ts) and the shared catalogues, in
 * en, es and fr: no key missing or extra, none empty, the same placeholders and tags as English, no
 * text of several words left untranslated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { translationGaps, type Messages } from 'shared-contracts/i18n/completeness';
import { commonMessages } from 'shared-contracts/i18n/common';
import { validationMessages } from 'shared-contracts/validation/messages';
import { errorMessages } from 'shared-contracts/errors/messages';
import rootPackage from '../package.json';

const root = path.resolve(__dirname, '..');
/** Every workspace with sources (root package.json), so an app added later is checked too. */
const APPS = rootPackage.workspaces.filter((app) => fs.existsSync(path.join(root, app, 'src')));

function messageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(full);
    return entry.name.endsWith('.messages.ts') ? [full] : [];
  });
}

const files = APPS.flatMap((app) => messageFiles(path.join(root, app, 'src')));

describe('the texts of every app', () => {
  it('are found in the one layout', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(root, file)]))('%s exports messages complete in es and fr', (file) => {
    const { messages } = require(path.join(root, file)) as { messages?: Messages };
    expect(messages).toBeDefined();
    expect(translationGaps(messages!)).toEqual([]);
  });

  it.each([
    ['common', commonMessages],
    ['validation', validationMessages],
    ['errors', errorMessages],
  ])('the shared %s catalogue is complete in es and fr', (_name, messages) => {
    expect(translationGaps(messages)).toEqual([]);
  });
});
