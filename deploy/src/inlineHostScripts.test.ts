import { createHash } from 'node:crypto';
import { withHostScriptsInline } from './inlineHostScripts';

const LOADER = '(function(){document.body.dataset.started="yes"})();\n';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const marked = (src: string) => `<script defer="defer" src="${src}" data-portal-inline></script>`;

const reading = (files: Record<string, string>) => {
  const asked: string[] = [];
  return { asked, read: async (file: string) => (asked.push(file), files[file]) };
};

test("the host's marked script is put in the page in place of its element, and named by its hash for the page's policy", async () => {
  const html = `<head><link rel="preload" as="script" href="/main.44e51efc.js" data-portal-entry></head><body><div id="portal-root"></div>${marked('/paint-first.7d5381cc.js')}</body>`;
  const { read, asked } = reading({ 'paint-first.7d5381cc.js': LOADER });

  const page = await withHostScriptsInline(html, read);

  expect(page.html).toBe(`<head><link rel="preload" as="script" href="/main.44e51efc.js" data-portal-entry></head><body><div id="portal-root"></div><script>${LOADER}</script></body>`);
  expect(page.scriptHashes).toEqual([sha256(LOADER)]);
  expect(asked).toEqual(['paint-first.7d5381cc.js']);
});

test('scripts that are not marked, or not a file of the host, are left as they are and not read', async () => {
  const html = ['<script defer="defer" src="/paint-first.7d5381cc.js"></script>', marked('https://remotes.lender.example/remote-auth/1.2.0/remoteEntry.js'), marked('/nested/file.js'), marked('/style.css')].join('');
  const { read, asked } = reading({ 'paint-first.7d5381cc.js': LOADER });

  await expect(withHostScriptsInline(html, read)).resolves.toEqual({ html, scriptHashes: [] });
  expect(asked).toEqual([]);
});

test('a script that cannot be read or would end its element stays a file, and is not named', async () => {
  const html = ['/gone.js', '/closing.js', '/comment.js', '/failing.js'].map(marked).join('');
  const files: Record<string, string> = { 'closing.js': 'document.write("</SCRIPT><script>alert(1)")', 'comment.js': 'var a = "<!--";' };
  const read = async (file: string) => {
    if (file === 'failing.js') throw new Error('EACCES');
    return files[file];
  };

  await expect(withHostScriptsInline(html, read)).resolves.toEqual({ html, scriptHashes: [] });
});
