/** The webhook page's examples, written as typed (the page escapes them) and tried against the signing code. */

export const WEBHOOK_PAYLOAD_JSON = `
{
  "key": "0b6f3c1e-5d2a-4f4e-9c1b-7a8e2d9f6c10:webhook",
  "event": "filter.entered",
  "notificationId": "0b6f3c1e-5d2a-4f4e-9c1b-7a8e2d9f6c10",
  "filterId": "3f0c9a52-8d1e-4b7a-9a51-2f6e1c0d4b11",
  "filterName": "RSI oversold above EMA 200",
  "exchangeId": 1,
  "dataType": 3,
  "symbol": "BTCUSDT",
  "interval": "4h",
  "candleTime": 1773921600000,
  "candleTimeUtc": "2026-03-19T12:00:00.000Z",
  "price": 71160.5,
  "values": [
    {
      "index": 0,
      "field": "rsi",
      "operator": "isLessThan",
      "matched": true,
      "left": 28.41,
      "value": 30,
      "text": "RSI(14) 28.41 < 30"
    },
    {
      "index": 1,
      "field": "close",
      "operator": "isGreaterThan",
      "matched": true,
      "left": 71160.5,
      "right": 69800.2,
      "rightField": "ema200",
      "text": "Close 71,160.5 > EMA(200) 69,800.2"
    }
  ],
  "links": {
    "chart": "https://bitdata.example/core/detail/binance-future/BTCUSDT?interval=4h&at=1773921600000",
    "filter": "https://bitdata.example/core/filter/3f0c9a52-8d1e-4b7a-9a51-2f6e1c0d4b11"
  },
  "createdAt": 1773936000123
}
`;

/** A receiver in Node.js, no dependency. */
export const WEBHOOK_RECEIVER_JS = `
import crypto from 'node:crypto';
import http from 'node:http';

// The signing secret shown in your notification settings, used as it is (do not decode it).
const SECRET = process.env.WEBHOOK_SECRET;

/** True when the X-Signature header is the HMAC-SHA256 of the raw body with your secret. */
function isSigned(rawBody, signatureHeader) {
  const expected = 'sha256=' + crypto.createHmac('sha256', SECRET).update(rawBody).digest('hex');
  const given = Buffer.from(signatureHeader || '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

const seen = new Set(); // keep these in your database in production

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks); // verify the bytes as received, before any parsing
      if (req.method !== 'POST' || !isSigned(rawBody, req.headers['x-signature'])) {
        res.writeHead(401).end();
        return;
      }
      const key = req.headers['idempotency-key'];
      if (!seen.has(key)) {
        seen.add(key);
        const n = JSON.parse(rawBody.toString('utf8'));
        console.log(n.event, n.symbol, n.interval, n.price, n.values.map((v) => v.text).join('; '));
      }
      res.writeHead(200).end('ok'); // any 2xx: delivered
    });
  })
  .listen(8080);
`;

/** Checking a saved body against its header with openssl. */
export const WEBHOOK_CHECK_BASH = `
#!/usr/bin/env bash
# Usage: ./check.sh body.json "sha256=..."  (the raw body as received, and the X-Signature header)
set -euo pipefail
SECRET="$WEBHOOK_SECRET"
expected="sha256=$(openssl dgst -sha256 -hmac "$SECRET" -r < "$1" | cut -d' ' -f1)"
if [ "$expected" = "$2" ]; then
  echo "signature valid"
else
  echo "signature INVALID" >&2
  exit 1
fi
`;

/** A signed test request to your own receiver. */
export const WEBHOOK_SEND_BASH = String.raw`
SECRET="$WEBHOOK_SECRET"
body='{"event":"filter.entered","symbol":"BTCUSDT","interval":"4h","price":83950.1,"values":[]}'
signature="sha256=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)"
curl -i -X POST http://localhost:8080/ \
  -H 'content-type: application/json' \
  -H "x-signature: $signature" \
  -H 'idempotency-key: test-1' \
  --data-raw "$body"
`;
