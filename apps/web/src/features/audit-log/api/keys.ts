import type { AuditFilterValues } from '../lib/filters';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (filters: AuditFilterValues, page: number) =>
    [...auditLogKeys.all, 'list', filters, page] as const,
};
