/** A page of a listing: which page the caller asked for, and the rows of it with the total. */

export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageQuery {
  items: T[];
  total: number;
}

/** The SQL OFFSET of a page (pages count from 1). */
export const offsetOf = (query: PageQuery) => (query.page - 1) * query.pageSize;
