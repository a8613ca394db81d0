// Analytics' public file: what other modules may use. app.ts registers its routes; the roll-ups
// are kept by the database, refreshed by the read and by background-work.ts (decision 064).

export { refreshSalesDays, startSalesDaysRefresh } from './sales-days-refresh.ts';
