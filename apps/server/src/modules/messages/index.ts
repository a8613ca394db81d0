// Messages beyond mail's public file: what other modules may use (issue [16]).

export { messageOptOuts } from './messages.tables.ts';
