import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  DEPARTMENTS,
  EVENT_CATEGORIES,
  EXPERIENCE_TYPES,
  MSG,
  SignupInputSchema,
  ResetPasswordInputSchema,
  VerifyOtpInputSchema,
  ROLES,
  isDesk,
  isHomeCollege,
  isStaff,
  previewText,
  waitlistOffersEnd,
  yearOfPassingOptions,
} from '../src/index';

// The rules both the screens and the server take from this package.

describe('non-MIT visibility: isHomeCollege', () => {
  it.each([
    ['Madras Institute of Technology', true],
    ['  MADRAS   institute of technology ', true],
    ['Madras Institute of Technology, Chromepet', false],
    ['MIT Campus, Anna University', false],
    ['Manipal Institute of Technology (MIT)', false],
    ['mit', false],
    ['Anna University', false],
    ['Smith College', false],
    ['Vellore Institute of Technology', false],
    ['', false],
  ])('%s → %s', (college, expected) => {
    expect(isHomeCollege(college)).toBe(expected);
  });
});

describe('constants of SPEC §9', () => {
  it('has 28 states, 10 departments, 5 event categories and 4 experience types', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_STATES).toContain('Tamil Nadu');
    expect(DEPARTMENTS).toHaveLength(10);
    expect(EVENT_CATEGORIES).toHaveLength(5);
    expect(EXPERIENCE_TYPES).toHaveLength(4);
  });

  it('offers 10 years of passing, from this year minus 5 to plus 4', () => {
    expect(yearOfPassingOptions(new Date('2026-06-01'))).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
  });

  it('cuts descriptions to 100 characters', () => {
    expect(previewText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewText('b'.repeat(150))).toBe(`${'b'.repeat(100)}...`);
  });
});

describe('who is staff, and who works the desks', () => {
  it('makes organizers and the admin staff, and adds volunteers at the desks; never a student, nor a visitor', () => {
    expect(ROLES.filter((role) => isStaff({ role }))).toEqual(['organizer', 'admin']);
    expect(ROLES.filter((role) => isDesk({ role }))).toEqual(['organizer', 'volunteer', 'admin']);
    expect([isStaff(null), isDesk(null), isStaff(undefined), isDesk(undefined)]).toEqual([false, false, false, false]);
  });
});

describe('sign-up and password schemas', () => {
  const valid = {
    fullName: 'Priya',
    email: 'Priya@Example.com',
    password: 'secret1',
    dob: '2004-01-01',
    mobile: '9876543210',
    college: 'Madras Institute of Technology',
    department: 'IT',
    yearOfPassing: 2026,
    state: 'Tamil Nadu',
    district: 'Chennai',
  };
  const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it('lower-cases the email of a valid sign-up', () => {
    expect(SignupInputSchema.parse(valid).email).toBe('priya@example.com');
  });

  it('gives the spec messages for email, password and mobile', () => {
    expect(firstMessage(SignupInputSchema.safeParse({ ...valid, email: 'a@b' }))).toBe(
      MSG.invalidEmail,
    );
    expect(firstMessage(SignupInputSchema.safeParse({ ...valid, password: '12345' }))).toBe(
      MSG.passwordTooShort,
    );
    expect(firstMessage(SignupInputSchema.safeParse({ ...valid, mobile: '123456789' }))).toBe(
      MSG.invalidMobile,
    );
  });

  it('accepts only a 6-digit OTP', () => {
    expect(VerifyOtpInputSchema.safeParse({ email: 'a@b.co', otp: '123456' }).success).toBe(true);
    expect(firstMessage(VerifyOtpInputSchema.safeParse({ email: 'a@b.co', otp: '12345' }))).toBe(
      MSG.invalidOtp,
    );
    expect(firstMessage(VerifyOtpInputSchema.safeParse({ email: 'a@b.co', otp: '12345a' }))).toBe(
      MSG.invalidOtp,
    );
  });

  it('asks for both passwords, and equal ones', () => {
    expect(
      firstMessage(
        ResetPasswordInputSchema.safeParse({
          email: 'a@b.co',
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toBe(MSG.bothPasswords);
    expect(
      firstMessage(
        ResetPasswordInputSchema.safeParse({
          email: 'a@b.co',
          newPassword: 'abcdef',
          confirmPassword: 'abcdeg',
        }),
      ),
    ).toBe(MSG.passwordsMismatch);
  });
});

describe('waitlist offers: waitlistOffersEnd (SPEC-2 §A)', () => {
  const deadline = '2031-03-10T18:30:00.000Z';
  it('ends offers at the deadline when no round is timed before it', () => {
    expect(waitlistOffersEnd(deadline, [])).toBe(Date.parse(deadline));
    expect(waitlistOffersEnd(deadline, [null, '2031-03-12T04:30:00.000Z'])).toBe(Date.parse(deadline));
  });
  it('ends offers at the first timed round when it comes before the deadline', () => {
    const rounds = ['2031-03-09T10:00:00.000Z', null, '2031-03-08T04:30:00.000Z'];
    expect(waitlistOffersEnd(deadline, rounds)).toBe(Date.parse('2031-03-08T04:30:00.000Z'));
  });
});
