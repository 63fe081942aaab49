import type { SendEmailJob } from '@crucible/shared';

export function verificationEmail(options: {
  to: string;
  name: string;
  link: string;
}): SendEmailJob {
  return {
    to: options.to,
    subject: 'Verify your email for Crucible',
    text: [
      `Hello ${options.name},`,
      '',
      'Confirm your email address to finish setting up your Crucible account:',
      options.link,
      '',
      'The link is valid for 48 hours. If you did not create an account, ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetEmail(options: {
  to: string;
  name: string;
  link: string;
}): SendEmailJob {
  return {
    to: options.to,
    subject: 'Reset your Crucible password',
    text: [
      `Hello ${options.name},`,
      '',
      'Someone asked to reset the password of your Crucible account. Choose a new one here:',
      options.link,
      '',
      'The link is valid for 1 hour and works once. If it was not you, ignore this email;',
      'your password stays as it is.',
    ].join('\n'),
  };
}
