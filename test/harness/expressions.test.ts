import { describe, expect, it } from 'vitest';

import {
  evaluateCondition,
  evaluateExpression,
  interpolate,
  type EvalContext,
  type JobStatus,
} from './expressions.js';
import { parseKeyValueFile, parsePathFile, parseWorkflowCommand } from './file-commands.js';

function ctx(status: JobStatus = 'success'): EvalContext {
  return {
    status,
    contexts: {
      github: {
        token: 'ghs_x',
        run_id: '100',
        server_url: 'https://github.com',
        event: { pull_request: { number: 42, labels: [{ name: 'a' }, { name: 'b' }] } },
      },
      steps: { 'my-step': { outputs: { value: 'v', n: '3' }, outcome: 'failure' } },
      matrix: { node: 24 },
      env: { FOO: 'bar' },
      runner: { os: 'Linux' },
    },
  };
}

describe('expressions', () => {
  it('reads contexts case-insensitively, with hyphenated ids and indexes', () => {
    expect(evaluateExpression('github.run_id', ctx())).toBe('100');
    expect(evaluateExpression('GitHub.Run_Id', ctx())).toBe('100');
    expect(evaluateExpression("steps.my-step.outputs['value']", ctx())).toBe('v');
    expect(evaluateExpression('github.event.pull_request.labels[1].name', ctx())).toBe('b');
    expect(evaluateExpression('github.event.pull_request.labels.*.name', ctx())).toEqual([
      'a',
      'b',
    ]);
    expect(evaluateExpression('github.missing.deeper', ctx())).toBeNull();
    expect(() => evaluateExpression('nope.x', ctx())).toThrow(/Unrecognized named-value/);
  });

  it('has GitHub operators: && and || return operands, loose typed equality', () => {
    expect(
      evaluateExpression("github.server_url == 'https://GITHUB.com' && github.token || ''", ctx()),
    ).toBe('ghs_x');
    expect(evaluateExpression("matrix.node == '24'", ctx())).toBe(true);
    expect(evaluateExpression('steps.my-step.outputs.n > 2', ctx())).toBe(true);
    expect(evaluateExpression("!''", ctx())).toBe(true);
    expect(evaluateExpression('null == 0', ctx())).toBe(true);
    expect(evaluateExpression("'abc' == 'ABC'", ctx())).toBe(true);
    expect(evaluateExpression('1 == 1 && 2 < 1', ctx())).toBe(false);
  });

  it('has the functions', () => {
    expect(evaluateExpression("contains('Hello', 'ell')", ctx())).toBe(true);
    expect(evaluateExpression("contains(fromJSON('[1,2]'), 2)", ctx())).toBe(true);
    expect(evaluateExpression("startsWith('refs/heads/x', 'REFS/')", ctx())).toBe(true);
    expect(evaluateExpression("endsWith('a.yml', '.yml')", ctx())).toBe(true);
    expect(evaluateExpression("format('{0}-{1} {{x}}', 'a', 2)", ctx())).toBe('a-2 {x}');
    expect(evaluateExpression('join(fromJSON(\'["a","b"]\'), \'+\')', ctx())).toBe('a+b');
    expect(evaluateExpression('toJSON(matrix)', ctx())).toBe('{\n  "node": 24\n}');
    expect(() => evaluateExpression("hashFiles('x')", ctx())).toThrow(/not supported/);
  });

  it('interpolates ${{ }} in strings', () => {
    expect(interpolate('run ${{ github.run_id }} on node-${{ matrix.node }}', ctx())).toBe(
      'run 100 on node-24',
    );
    expect(interpolate("${{ 'a}}b' }}", ctx())).toBe('a}}b');
    expect(interpolate('no expression', ctx())).toBe('no expression');
  });

  it('evaluates conditions with the implicit success() of step if:', () => {
    const cond = "steps.my-step.outcome == 'failure'";
    expect(evaluateCondition(cond, ctx('success'), true)).toBe(true);
    expect(evaluateCondition(cond, ctx('failure'), true)).toBe(false);
    expect(evaluateCondition(`failure() && ${cond}`, ctx('failure'), true)).toBe(true);
    expect(evaluateCondition(undefined, ctx('failure'), true)).toBe(false);
    expect(evaluateCondition('${{ always() }}', ctx('cancelled'), true)).toBe(true);
    expect(evaluateCondition('cancelled()', ctx('cancelled'), true)).toBe(true);
    expect(evaluateCondition('failure()', ctx('cancelled'), true)).toBe(false);
    // action metadata conditions (post-if) are taken as written
    expect(evaluateCondition("runner.os == 'linux'", ctx('failure'), false)).toBe(true);
  });
});

describe('environment files', () => {
  it('parses name=value and heredoc forms as the runner does', () => {
    const text = [
      'plain=value=with=equals',
      '',
      'multi<<ghadelimiter_1',
      'line one',
      '',
      'line three',
      'ghadelimiter_1',
      'empty<<EOF',
      'EOF',
      'crlf=x\r',
      'last<<END',
      'v',
      'END',
    ].join('\n');
    expect(parseKeyValueFile(text)).toEqual([
      ['plain', 'value=with=equals'],
      ['multi', 'line one\n\nline three'],
      ['empty', ''],
      ['crlf', 'x\r'],
      ['last', 'v'],
    ]);
  });

  it('rejects malformed content', () => {
    expect(() => parseKeyValueFile('justtext\n')).toThrow("Invalid format 'justtext'");
    expect(() => parseKeyValueFile('a<<EOF\nvalue\n')).toThrow(/Matching delimiter not found/);
    expect(() => parseKeyValueFile('=v\n')).toThrow(/Name must not be empty/);
    expect(() => parseKeyValueFile('<<EOF\nEOF\n')).toThrow(/Name must not be empty/);
  });

  it('parses GITHUB_PATH', () => {
    expect(parsePathFile('/a\n\n/b\r\n')).toEqual(['/a', '/b']);
  });
});

describe('workflow commands', () => {
  it('parses names, properties and escaped data', () => {
    expect(
      parseWorkflowCommand('  ::warning file=a%3Ab.ts,line=3,title=T%2C x::one%0Atwo%25'),
    ).toEqual({
      name: 'warning',
      properties: { file: 'a:b.ts', line: '3', title: 'T, x' },
      data: 'one\ntwo%',
    });
    expect(parseWorkflowCommand('::add-mask::s3cr3t')).toEqual({
      name: 'add-mask',
      properties: {},
      data: 's3cr3t',
    });
    expect(parseWorkflowCommand('::endgroup::')).toEqual({
      name: 'endgroup',
      properties: {},
      data: '',
    });
    expect(parseWorkflowCommand('plain output')).toBeUndefined();
    expect(parseWorkflowCommand('::not closed')).toBeUndefined();
  });
});
