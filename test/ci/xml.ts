/**
 * JUnit XML read back for the tests: fast-xml-parser (installed with the Azure SDK) after its
 * validator, as a plain tree of elements.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * Parses `xml` with fast-xml-parser, after its validator (strict well-formedness: one root,
 * closed and nested tags, quoted attributes, known entities) said yes.
 */
export function parseXml(xml: string): Element {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well formed: ${JSON.stringify(valid.err)}`);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: true,
    htmlEntities: true,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
  });
  const convert = (nodes: Ordered[]): Element[] =>
    nodes.flatMap((n) => {
      const name = Object.keys(n).find((k) => k !== ':@');
      if (!name || name === '#text') return [];
      const kids = n[name] as Ordered[];
      return [
        {
          name,
          attributes: n[':@'] ?? {},
          children: convert(kids),
          text: kids.map((k) => (k['#text'] !== undefined ? String(k['#text']) : '')).join(''),
        },
      ];
    });
  return convert(parser.parse(xml) as Ordered[])[0]!;
}

export const testcases = (root: Element) =>
  root.children.flatMap((s) => s.children.filter((c) => c.name === 'testcase'));
