// Newsletter's public file: what other modules may use. Nothing yet: only app.ts registers its routes.

export {};
