import { toQueryString, type AuditFilterValues } from '../lib/filters';

/**
 * The CSV download is a plain link: the browser sends the session cookie and saves the file the
 * server names (Content-Disposition), so no file is built in the page.
 */
export const auditLogExportUrl = (filters: AuditFilterValues) =>
  `/api/admin/audit-log/export${toQueryString(filters)}`;
