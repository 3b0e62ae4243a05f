/**
 * What a browser needs to show a rendered report the way GitHub does: a page with GitHub-like
 * styles around the HTML of a GFM renderer, the script that turns ```mermaid blocks into
 * diagrams with the real mermaid library, and a loopback HTTP server for both.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { escapeHtml } from '../../src/report/index.js';

/** mermaid's browser bundle (an IIFE that sets `globalThis.mermaid`). */
export async function mermaidBundle(): Promise<string> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('mermaid');
  const dist = entry.slice(0, entry.lastIndexOf('/dist/') + '/dist/'.length);
  return readFile(`${dist}mermaid.min.js`, 'utf8');
}

/**
 * Runs in the page: each `<pre><code class="language-mermaid">` (GFM's rendering of a mermaid
 * fence) becomes a `<div class="mermaid">` with the same text, as GitHub does, then mermaid draws
 * them. `body[data-mermaid]` becomes `ready` or `error` (with the message in
 * `data-mermaid-error`).
 */
export const RENDER_SCRIPT = `(async () => {
  const blocks = [...document.querySelectorAll('pre > code.language-mermaid')];
  for (const code of blocks) {
    const div = document.createElement('div');
    div.className = 'mermaid';
    div.textContent = code.textContent;
    code.parentElement.replaceWith(div);
  }
  try {
    mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' });
    if (blocks.length > 0) await mermaid.run({ querySelector: 'div.mermaid', suppressErrors: false });
    document.body.dataset.mermaid = 'ready';
  } catch (e) {
    document.body.dataset.mermaidError = String((e && e.message) || e);
    document.body.dataset.mermaid = 'error';
  }
})();
`;

/** A subset of GitHub's markdown styles (light theme), enough to read a report as on github.com. */
const CSS = `
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; background: #f6f8fa; color: #1f2328;
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, "Liberation Sans", Arial,
    sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; }
.frame { background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; max-width: 952px; }
.frame > header { padding: 8px 16px; border-bottom: 1px solid #d1d9e0; background: #f6f8fa;
  border-radius: 6px 6px 0 0; color: #59636e; display: flex; align-items: center; gap: 8px; }
.frame > header strong { color: #1f2328; }
.avatar { width: 20px; height: 20px; border-radius: 4px; background: #2da44e; color: #fff;
  font-size: 11px; font-weight: 600; display: inline-flex; align-items: center;
  justify-content: center; }
.label { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; }
.markdown-body { padding: 16px 24px; font-size: 14px; overflow-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body > :last-child { margin-bottom: 0 !important; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 {
  margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
.markdown-body h1, .markdown-body h2 { padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body pre,
.markdown-body details, .markdown-body .mermaid { margin: 0 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body hr { height: .25em; margin: 24px 0; padding: 0; background: #d1d9e0; border: 0; }
.markdown-body code { padding: .2em .4em; font-size: 85%; background: #818b981f;
  border-radius: 6px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45;
  background: #f6f8fa; border-radius: 6px; }
.markdown-body pre code { padding: 0; background: transparent; font-size: 100%; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; display: block;
  width: max-content; max-width: 100%; overflow: auto; }
.markdown-body th { font-weight: 600; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body summary { cursor: pointer; }
.markdown-body sub { color: #59636e; }
.markdown-body .mermaid { text-align: center; }
`;

export interface PageOptions {
  /** The page's title (escaped here). */
  title: string;
  /** The frame's header, as trusted HTML (what GitHub draws around the markdown). */
  header: string;
  /** The report rendered to HTML by a GFM renderer. */
  html: string;
}

/** A whole page: the styles, the report in a frame, mermaid and the render script. */
export function reportPage(o: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>${escapeHtml(o.title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="frame">
<header>${o.header}</header>
<div class="markdown-body">
${o.html}
</div>
</div>
<script src="/mermaid.min.js"></script>
<script src="/render.js"></script>
</body>
</html>
`;
}

export interface Served {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Serves `files` (path → body) on 127.0.0.1 at a free port; anything else is a 404. */
export async function serve(files: ReadonlyMap<string, string>): Promise<Served> {
  const types: Record<string, string> = {
    html: 'text/html; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const body = files.get(path);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const ext = path.slice(path.lastIndexOf('.') + 1);
    res
      .writeHead(200, {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      .end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
