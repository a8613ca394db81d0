import type { ComponentType } from 'react';

export interface Policy {
  title: string;
  /** The page's meta description. */
  summary: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updatedOn: string;
  Body: ComponentType;
}
