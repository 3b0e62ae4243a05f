/**
 * The workflow examples of the documentation, read from the markdown as it is now: README.md,
 * every page under docs/, and the README of every sub-action (a folder with an action.yml).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Block {
  /** Path from the repository's root. */
  file: string;
  /** Line of the opening fence. */
  line: number;
  lang: string;
  text: string;
}

/** README.md, docs/**\/*.md and <sub-action>/README.md. */
export function docFiles(root = ROOT): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(relative(root, path));
    }
  };
  walk(join(root, 'docs'));
  for (const name of readdirSync(root).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const dir = join(root, name);
    if (!statSync(dir).isDirectory()) continue;
    if (existsSync(join(dir, 'action.yml')) && existsSync(join(dir, 'README.md')))
      files.push(join(name, 'README.md'));
  }
  return files;
}

function codeBlocks(markdown: string): Code[] {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const out: Code[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'code') out.push(node as Code);
    for (const child of node.children ?? []) visit(child as { type: string; children?: unknown[] });
  };
  visit(tree);
  return out;
}

/**
 * Every YAML code block of the documentation, and any other block that looks like a workflow
 * (a `jobs:` key, or a step using ci-state), whatever its fence says.
 */
export function exampleBlocks(root = ROOT): Block[] {
  const blocks: Block[] = [];
  for (const file of docFiles(root)) {
    for (const code of codeBlocks(readFileSync(join(root, file), 'utf8'))) {
      const lang = (code.lang ?? '').toLowerCase();
      const yaml = lang === 'yaml' || lang === 'yml';
      if (!yaml && !/^\s*jobs:/m.test(code.value) && !/uses:\s*['"]?ci-state\//.test(code.value))
        continue;
      blocks.push({ file, line: code.position?.start.line ?? 0, lang, text: code.value });
    }
  }
  return blocks;
}

export const blockName = (b: Block): string => `${b.file}:${b.line}`;

/** Every code block of one documentation file fenced as `lang`. */
export function blocksOf(file: string, lang: string, root = ROOT): Block[] {
  return codeBlocks(readFileSync(join(root, file), 'utf8'))
    .filter((code) => (code.lang ?? '').toLowerCase() === lang)
    .map((code) => ({ file, line: code.position?.start.line ?? 0, lang, text: code.value }));
}
