import type { AuditPage } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUDIT_PAGE_SIZE, toQueryString, type AuditFilterValues } from '../lib/filters';
import { auditLogKeys } from './keys';

export const listAuditLog = (filters: AuditFilterValues, page: number) =>
  api.get<AuditPage>(
    `/admin/audit-log${toQueryString(filters, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE })}`,
  );

export const auditLogQuery = (filters: AuditFilterValues, page: number) =>
  queryOptions({
    queryKey: auditLogKeys.list(filters, page),
    queryFn: () => listAuditLog(filters, page),
    // Changing a filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilterValues, page: number) =>
  useQuery(auditLogQuery(filters, page));
