import { type Kysely, sql } from 'kysely';

type Line = { en: string; vi: string; isAvailable: boolean; channel?: string };

/** The line the payments seed wrote until now: one promise for two channels, neither named. */
const JOINED = { en: 'Telegram and webhook notifications', vi: 'Thông báo qua Telegram và webhook' };
const SPLIT = [
  { en: 'Telegram notifications', vi: 'Thông báo qua Telegram', channel: 'telegram' },
  { en: 'Webhook notifications', vi: 'Thông báo qua webhook', channel: 'webhook' },
];

async function rewrite(db: Kysely<unknown>, change: (lines: Line[]) => Line[]): Promise<void> {
  const rows = await sql<{ code: string; features: string }>`select code, features from plans`.execute(db);
  for (const row of rows.rows) {
    let lines: Line[];
    try {
      lines = JSON.parse(row.features) as Line[];
    } catch {
      continue;
    }
    if (!Array.isArray(lines)) continue;
    const next = JSON.stringify(change(lines));
    if (next !== row.features)
      await sql`update plans set features = ${next} where code = ${row.code}`.execute(db);
  }
}

// A plan's feature line may name the notification channel it promises (plans.features[].channel),
// and GET /plans leaves out a line whose channel this installation does not deliver: Telegram is
// only sold where a bot token is set. The seeded joint Telegram-and-webhook line becomes one line per
// channel, so a server without a bot still sells webhooks; lines an operator wrote stay as written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (lines) =>
    lines.flatMap((l) =>
      l.en === JOINED.en && l.vi === JOINED.vi && l.channel === undefined
        ? SPLIT.map((s) => ({ ...s, isAvailable: l.isAvailable }))
        : [l],
    ),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (lines) =>
    lines.flatMap((l) => {
      const [telegram, webhook] = SPLIT;
      if (l.channel === telegram?.channel && l.en === telegram?.en)
        return [{ ...JOINED, isAvailable: l.isAvailable }];
      if (l.channel === webhook?.channel && l.en === webhook?.en) return [];
      return [l];
    }),
  );
}
