import { isHomeCollege } from '@app/shared';

// Home-college status decides who sees and may register for MIT-only events. The college name must
// be the home college's exactly; with HOME_COLLEGE_EMAIL_DOMAINS set, the account's address must
// also be at one of those domains (docs/decisions/003-home-college.md).

let emailDomains: readonly string[] = [];

/** Set once at start from the configuration. */
export function setHomeCollegeEmailDomains(domains: readonly string[]): void {
  emailDomains = domains.map((d) => d.toLowerCase());
}

export function isHomeStudent(user: { college: string | null; email: string }): boolean {
  if (!isHomeCollege(user.college)) return false;
  if (emailDomains.length === 0) return true;
  const domain = user.email.slice(user.email.lastIndexOf('@') + 1).toLowerCase();
  return emailDomains.includes(domain);
}
