// Analytics' public file: what other modules may use. Nothing yet: app.ts registers its routes,
// and the roll-ups are kept by the database (decision 064).

export {};
