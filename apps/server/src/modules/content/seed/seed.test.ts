import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ContentItem,
  contentWriteSchema,
  filterInputSchema,
  LANGUAGES,
  statisticStartSchema,
} from '@bitdata/contracts';
import { validateConditions } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  signWebhookBody,
} from '../../notifications/channels/webhook.send';
import { type ContentTestApp, contentTestApp } from '../content.test-helpers';
import { cleanContentHtml } from '../html/html-policy';
import { DOCUMENTATION_SEED } from './documentation';
import { FILTER_EXAMPLES_JSON } from './documentation/building-filters';
import { FILTER_FIELDS_BLOCK } from './documentation/html';
import { STATISTICS_REQUEST_JSON } from './documentation/statistics';
import {
  WEBHOOK_CHECK_BASH,
  WEBHOOK_PAYLOAD_JSON,
  WEBHOOK_RECEIVER_JS,
} from './documentation/webhook-examples';
import { SEED_ITEMS } from './index';

const FIELDS = ['title', 'summary', 'body'] as const;

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
/** What a reader reads of an HTML body: its text, entities decoded. */
const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ''));
/** The elements of a body, in order, with the classes that give them meaning (callouts, code languages). */
const elementsOf = (html: string) =>
  [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, tag, attributes]) => {
    const cls = attributes?.match(/\bclass="([^"]*)"/)?.[1];
    return `${tag?.toLowerCase()}${cls ? `.${cls}` : ''}`;
  });

describe('shipped content', () => {
  it('is written as the content API takes it', () => {
    for (const { kind, ...write } of SEED_ITEMS) {
      const parsed = contentWriteSchema.safeParse(write);
      expect(parsed.success, `${kind}/${write.code}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has each code once per kind, and every section after its parent', () => {
    const seen = new Set<string>();
    for (const item of SEED_ITEMS) {
      const key = `${item.kind}/${item.code}`;
      expect(seen.has(key), `${key} twice`).toBe(false);
      if (item.parent) expect(seen.has(`${item.kind}/${item.parent}`), `${key}: parent first`).toBe(true);
      seen.add(key);
    }
  });

  it('says everything in English and in Vietnamese', () => {
    for (const item of SEED_ITEMS) {
      for (const field of FIELDS) {
        for (const lang of LANGUAGES) {
          const text = item[field]?.[lang] ?? '';
          expect(textOf(text).trim().length, `${item.kind}/${item.code} ${field}.${lang}`).toBeGreaterThan(0);
        }
      }
      // a Vietnamese text is written in Vietnamese, diacritics included
      expect(textOf(item.body?.vi ?? ''), `${item.kind}/${item.code}`).toMatch(
        /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
      );
    }
  });

  it('keeps every word and element of its bodies through the sanitiser', () => {
    for (const item of SEED_ITEMS) {
      for (const lang of LANGUAGES) {
        const body = item.body?.[lang] ?? '';
        const cleaned = cleanContentHtml(body);
        const where = `${item.kind}/${item.code} (${lang})`;
        expect(textOf(cleaned), where).toBe(textOf(body));
        expect(elementsOf(cleaned), where).toEqual(elementsOf(body));
      }
    }
  });
});

describe('shipped documentation', () => {
  it('starts with the getting-started page and holds the pages the issue asks for', () => {
    expect(DOCUMENTATION_SEED[0]).toMatchObject({ code: 'getting-started', parent: null, order: 0 });
    expect(DOCUMENTATION_SEED.every((item) => item.kind === 'documentation')).toBe(true);
    expect(DOCUMENTATION_SEED.map((item) => item.code)).toEqual(
      expect.arrayContaining([
        'getting-started',
        'markets-exchanges-intervals',
        'filter-fields',
        'building-filters',
        'statistics',
        'notifications',
        'webhooks',
        'plans-and-payments',
        'developer-api',
      ]),
    );
  });

  it('links only documentation pages that exist', () => {
    const codes = new Set(DOCUMENTATION_SEED.map((item) => item.code));
    for (const item of SEED_ITEMS) {
      for (const lang of LANGUAGES) {
        for (const [, code] of (item.body?.[lang] ?? '').matchAll(/href="\/documentation\/([a-z0-9-]+)"/g)) {
          expect(codes.has(code as string), `${item.kind}/${item.code} links ${code}`).toBe(true);
        }
      }
    }
  });

  it('lists the filter fields through the catalogue block, never by hand', () => {
    const page = DOCUMENTATION_SEED.find((item) => item.code === 'filter-fields');
    for (const lang of LANGUAGES) {
      const body = page?.body?.[lang] ?? '';
      expect(body.split(FILTER_FIELDS_BLOCK)).toHaveLength(2);
      expect(cleanContentHtml(body)).toContain(FILTER_FIELDS_BLOCK);
      expect(body).not.toContain('<td><code>rsi</code></td>');
    }
  });

  it('shows filters the filter model accepts as they are written', () => {
    expect(FILTER_EXAMPLES_JSON.length).toBeGreaterThanOrEqual(3);
    for (const text of FILTER_EXAMPLES_JSON) {
      const example = JSON.parse(text);
      const checked = validateConditions(example.conditionList);
      expect(checked.ok, JSON.stringify(checked.ok ? null : checked.errors)).toBe(true);
      if ('name' in example) expect(filterInputSchema.safeParse(example).success, text).toBe(true);
    }
    const [first, cross, timeframes] = FILTER_EXAMPLES_JSON.map((text) => JSON.parse(text));
    expect(first.interval).toBe('4h');
    expect(cross.conditionList[0]).toMatchObject({ operator: 'crossesAbove', value: { field: 'ema20' } });
    expect(
      timeframes.conditionList.some((c: { interval?: string }) => c.interval && c.interval !== '1h'),
    ).toBe(true);
    expect(statisticStartSchema.safeParse(JSON.parse(STATISTICS_REQUEST_JSON)).success).toBe(true);
  });

  it('verifies webhook signatures the way the server signs them', () => {
    const secret = crypto.randomBytes(32).toString('base64url');
    const body = JSON.stringify(JSON.parse(WEBHOOK_PAYLOAD_JSON));
    const header = signWebhookBody(secret, body);
    // the receiver's own function, run as the page shows it
    const source = WEBHOOK_RECEIVER_JS.match(/function isSigned[\s\S]*?\n}\n/)?.[0] ?? '';
    const isSigned = new Function('crypto', 'SECRET', `${source}return isSigned;`)(crypto, secret) as (
      raw: Buffer,
      header: string | undefined,
    ) => boolean;
    expect(isSigned(Buffer.from(body, 'utf8'), header)).toBe(true);
    expect(isSigned(Buffer.from(`${body} `, 'utf8'), header)).toBe(false);
    expect(isSigned(Buffer.from(body, 'utf8'), undefined)).toBe(false);
    expect(WEBHOOK_RECEIVER_JS).toContain(`req.headers['${SIGNATURE_HEADER}']`);
    expect(WEBHOOK_RECEIVER_JS).toContain(`req.headers['${IDEMPOTENCY_HEADER}']`);
  });

  const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
  it.runIf(hasOpenssl)('checks a signature in bash as the page shows it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-doc-'));
    const secret = crypto.randomBytes(32).toString('base64url');
    const body = JSON.stringify({
      ...JSON.parse(WEBHOOK_PAYLOAD_JSON),
      filterName: 'Giá đóng > EMA(200) & lọc',
    });
    fs.writeFileSync(path.join(dir, 'check.sh'), WEBHOOK_CHECK_BASH);
    fs.writeFileSync(path.join(dir, 'body.json'), body);
    const run = (signature: string) =>
      spawnSync('bash', [path.join(dir, 'check.sh'), path.join(dir, 'body.json'), signature], {
        env: { ...process.env, WEBHOOK_SECRET: secret },
      }).status;
    expect(run(signWebhookBody(secret, body))).toBe(0);
    expect(run(signWebhookBody(`${secret}x`, body))).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe(`shipped documentation, read through the API (${dialectUnderTest})`, () => {
  let c: ContentTestApp;
  beforeAll(async () => {
    c = await contentTestApp({ shipped: true });
  });
  afterAll(() => c?.t.close());

  it('is there on a fresh install, the fields page filled from the catalogue in each language', async () => {
    const list = await c.call('GET', '/documentation?pageSize=100');
    expect(list.statusCode).toBe(200);
    const codes = (list.json().data as ContentItem[]).map((item) => item.code);
    expect(codes).toEqual(expect.arrayContaining(DOCUMENTATION_SEED.map((item) => item.code)));

    const page = await c.call('GET', '/documentation/filter-fields');
    expect(page.statusCode).toBe(200);
    const item: ContentItem = page.json().data;
    expect(item.parent).toBe('building-filters');
    expect(item.body.en).toContain('<td><code>rsi</code></td>');
    expect(item.body.en).toContain('<th>Operators</th>');
    expect(item.body.vi).toContain('<td><code>ema200</code></td>');
    expect(item.body.vi).toContain('<th>Toán tử</th>');
  });
});
