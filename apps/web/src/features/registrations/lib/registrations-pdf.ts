// The registrations PDF of SPEC §2. Imported lazily (import()) so jsPDF stays out of every other bundle.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

export interface RegistrationsPdfInput {
  eventName: string;
  coordinatorName: string;
  coordinatorContactNo: string;
  rows: { userName: string; email: string; college: string | null; teamName?: string | null; isTeamLeader?: boolean }[];
}

export function registrationsPdfFileName(eventName: string): string {
  return `event_${eventName}_registrations.pdf`;
}

export function buildRegistrationsPdf({ eventName, coordinatorName, coordinatorContactNo, rows }: RegistrationsPdfInput): jsPDF {
  const doc = new jsPDF();
  doc.setFontSize(16);
  doc.text(`Registrations for ${eventName}`, 14, 15);
  doc.setFontSize(11);
  doc.text(`Coordinator: ${coordinatorName} (Contact: ${coordinatorContactNo})`, 14, 23);
  // A team event lists members under their team (the rows come grouped, leader first).
  const teams = rows.some((r) => r.teamName);
  autoTable(doc, {
    startY: 30,
    head: [teams ? ['Team', 'Name', 'Email', 'College'] : ['Name', 'Email', 'College']],
    body: rows.map((r, i) => {
      const cells = [r.userName, r.email, r.college ?? ''];
      if (!teams) return cells;
      const first = i === 0 || rows[i - 1]!.teamName !== r.teamName;
      return [first ? (r.teamName ?? '') : '', r.isTeamLeader ? `${r.userName} (leader)` : r.userName, r.email, r.college ?? ''];
    }),
    styles: { fontSize: 10 },
    headStyles: { fillColor: [30, 64, 120] },
  });
  return doc;
}

export function downloadRegistrationsPdf(input: RegistrationsPdfInput): void {
  buildRegistrationsPdf(input).save(registrationsPdfFileName(input.eventName));
}
