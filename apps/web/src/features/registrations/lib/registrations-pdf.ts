// The registrations PDF of SPEC §2. Imported lazily (import()) so jsPDF stays out of every other bundle.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

export interface RegistrationsPdfInput {
  eventName: string;
  coordinatorName: string;
  coordinatorContactNo: string;
  rows: { userName: string; email: string; college: string | null }[];
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
  autoTable(doc, {
    startY: 30,
    head: [['Name', 'Email', 'College']],
    body: rows.map((r) => [r.userName, r.email, r.college ?? '']),
    styles: { fontSize: 10 },
    headStyles: { fillColor: [30, 64, 120] },
  });
  return doc;
}

export function downloadRegistrationsPdf(input: RegistrationsPdfInput): void {
  buildRegistrationsPdf(input).save(registrationsPdfFileName(input.eventName));
}
