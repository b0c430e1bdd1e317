import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Folders that hold no documentation of ours: installed packages, builds, data, git. */
const skipped = new Set(['node_modules', 'dist', 'data', 'coverage']);

/** Every README.md of the repository: the top one, each workspace's, any deeper one. */
const readmes = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || skipped.has(entry.name)
        ? []
        : readmes(join(dir, entry.name));
    }
    return entry.name === 'README.md' ? [join(dir, entry.name)] : [];
  });

const workspaces = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** Code is quoted, not linked: fenced blocks and inline spans are left out before links are read. */
const withoutCode = (markdown: string): string =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** The targets of a file's links and images: `[text](target)`, `![alt](target)`, `src="…"`, `href="…"`. */
const linkTargets = (markdown: string): string[] => {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const html = [...text.matchAll(/\b(?:src|href)="([^"]+)"/g)];
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...html, ...references].map((match) => match[1] ?? '');
};

/** A target within the repository: not another site, not a mail address, not only an anchor. */
const isRelative = (target: string): boolean =>
  target !== '' && !target.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(target);

/** The file a relative target names, from the README that holds it (anchor and query dropped). */
const fileOf = (readme: string, target: string): string => {
  const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
  return path.startsWith('/') ? join(root, path) : resolve(dirname(readme), path);
};

const topReadme = join(root, 'README.md');
const maxTopLines = 150;

describe('the READMEs', () => {
  const found = readmes(root);

  it('are written for the repository and for each of its workspaces', () => {
    const expected = [
      topReadme,
      ...workspaces.map((workspace) => join(root, workspace, 'README.md')),
    ];
    expect(found).toEqual(expect.arrayContaining(expected));
  });

  it('point every relative link and image at a file that exists', () => {
    const broken = found.flatMap((readme) =>
      linkTargets(readFileSync(readme, 'utf8'))
        .filter(isRelative)
        .filter((target) => !existsSync(fileOf(readme, target)))
        .map((target) => `${relative(root, readme)}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it(`keep the top README within ${maxTopLines} lines`, () => {
    const lines = readFileSync(topReadme, 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(maxTopLines);
  });
});

describe('reading the links of a README', () => {
  it('finds links, images, HTML sources and references, but nothing quoted as code', () => {
    const markdown = [
      'See [events](events/README.md#audit) and ![a shot](web/docs/shot.png "title").',
      '<img src="web/docs/other.png" alt=""> and [site](https://example.com).',
      '[ref]: tests/README.md',
      'Quoted: `[not](a-link.md)`.',
      '```sh',
      'echo "[not](either.md)"',
      '```',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      'events/README.md#audit',
      'web/docs/shot.png',
      'https://example.com',
      'web/docs/other.png',
      'tests/README.md',
    ]);
  });

  it('follows only the links that stay in the repository', () => {
    expect(
      ['a.md', '../b.md#x', '#anchor', 'https://x.org', 'mailto:a@b.c'].filter(isRelative),
    ).toEqual(['a.md', '../b.md#x']);
  });
});
