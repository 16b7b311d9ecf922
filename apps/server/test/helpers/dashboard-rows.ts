import type { Database } from '../../src/db/database.ts';
import { journeys, passages, payments } from '../../src/db/schema/index.ts';
import { a79Gantries } from '../../src/db/seed/demo-road.ts';

/**
 * Rows the console's dashboard counts (issue 28 item 6), planted as they are stored: a passage,
 * a trip (with its notice, or cancelled), a payment. The white-label needs the A79 road (seedRoad)
 * for the passages' gantry.
 */
let sequence = 0;
const next = () => (sequence += 1);
const minutes = (count: number) => count * 60_000;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

export async function plantPassage(db: Database, whitelabelId: number, passedAt: Date) {
  await db.insert(passages).values({
    whitelabelId,
    passageId: `dash-${next()}`,
    gantry: a79Gantries[0]?.code ?? '',
    direction: 'east',
    plate: 'AB123CD',
    countryCode: 'FR',
    vehicleClass: 1,
    passedAt,
    tagPaid: false,
  });
}

/** Answers the trip's id. */
export async function plantTrip(
  db: Database,
  whitelabelId: number,
  lastPassageAt: Date,
  extra: { noticeDate?: Date; cancelled?: boolean } = {},
): Promise<number> {
  const id = next();
  const [row] = await db
    .insert(journeys)
    .values({
      whitelabelId,
      key: `dash|${id}`,
      plate: 'AB123CD',
      countryCode: 'FR',
      direction: 'east',
      inGate: '34',
      outGate: '30',
      firstPassageAt: at(lastPassageAt, -minutes(10)),
      lastPassageAt,
      vehicleClass: 1,
      status: 'TERMINE',
      completed: true,
      passageIds: [`dash-trip-${id}`],
      gantries: [],
      billableGantries: [],
      tagPaidGantries: [],
      tagPaidOnly: false,
      deadline: at(lastPassageAt, minutes(72 * 60)),
      dunningKind: extra.cancelled ? 'cancelled' : extra.noticeDate ? 'notice' : 'due',
      noticeDate: extra.noticeDate ?? null,
      pvNumber: extra.noticeDate ? `DASH-${id}` : null,
    })
    .returning({ id: journeys.id });
  if (!row) throw new Error('no trip planted');
  return row.id;
}

type Stored = typeof payments.$inferInsert;

/** Answers the payment's id. */
export async function plantPayment(
  db: Database,
  whitelabelId: number,
  fields: Pick<Stored, 'status' | 'amountCents' | 'createdAt'> & Partial<Stored>,
): Promise<string> {
  const number = next();
  const id = `dash-payment-${number}-${whitelabelId}`;
  await db.insert(payments).values({
    id,
    whitelabelId,
    reference: `DASH${number}`,
    plate: 'AB123CD',
    countryCode: 'FR',
    language: 'fr',
    expiresAt: at(fields.createdAt ?? new Date(), minutes(30)),
    ...fields,
  });
  return id;
}
