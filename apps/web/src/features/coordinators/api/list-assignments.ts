import type { AssignmentList } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../api/coordinators';

/** Who is assigned to which events (the organizers page). */
export const listAssignments = () => api.get<AssignmentList>('/coordinators/assignments');

export const assignmentsQuery = () => queryOptions({ queryKey: coordinatorKeys.assignments(), queryFn: listAssignments });

export const useAssignments = () => useQuery(assignmentsQuery());
