/** The server's overview figures at `generatedAt`, with `delivering` donations at 3 and one at every other status. */
export const overviewFigures = (generatedAt: string, delivering: number) => ({
  generatedAt,
  today: '2026-11-24',
  pendingRefresh: 0,
  donations: 100,
  pastDeadline: 0,
  statuses: [1, 2, 3, 4, 5, 6].map((status) => ({
    status,
    donations: status === 3 ? delivering : 1,
  })),
  cards: { toDeliver: 1, delivered: 2, notDelivered: 0, returned: 0, lost: 0 },
  deliveredToday: { day: '2026-11-24', cards: 0 },
  deliveredLast7Days: { cards: 0, from: '2026-11-18', to: '2026-11-24' },
  anomalies: [],
  perDay: [],
  perState: [],
  perCity: [],
});
