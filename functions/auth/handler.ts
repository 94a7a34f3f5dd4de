/** Area `auth`: accounts, sessions, verification, password reset, onboarding, profile (spec 01 §7). */
import { createAreaHandler } from '../_core/http-handler';
import { getCurrentUser } from './routes/get-user';
import { register } from './routes/register';
import { login } from './routes/login';
import { logout } from './routes/logout';
import { verifyEmail } from './routes/verify-email';
import { resendVerification } from './routes/resend-verification';
import { forgotPassword } from './routes/forgot-password';
import { resetPassword } from './routes/reset-password';
import { legacyLoginRedirect } from './routes/legacy-login';
import { getOnboarding } from './routes/get-onboarding';
import { updateOnboarding } from './routes/update-onboarding';
import { updateProfile } from './routes/update-profile';
import { getStylePreferences } from './routes/get-style-preferences';
import { putStylePreferences } from './routes/put-style-preferences';
import { changePassword } from './routes/change-password';
import { endOtherSessions } from './routes/end-other-sessions';
import { updateSettingsRoute } from './routes/update-settings';
import { deleteAccount } from './routes/delete-account';
import { readDataExport, startDataExport } from './routes/data-export';

export const handler = createAreaHandler('auth', {
  'GET /api/auth/user': getCurrentUser,
  'POST /api/auth/register': register,
  'POST /api/auth/login': login,
  'POST /api/auth/logout': logout,
  'POST /api/auth/change-password': changePassword,
  'POST /api/auth/sessions/end-others': endOtherSessions,
  'PATCH /api/users/{userId}/settings': updateSettingsRoute,
  'DELETE /api/users/{userId}': deleteAccount,
  'POST /api/users/{userId}/export': startDataExport,
  'GET /api/users/{userId}/export': readDataExport,
  'POST /api/auth/verify-email': verifyEmail,
  'POST /api/auth/resend-verification': resendVerification,
  'POST /api/auth/forgot-password': forgotPassword,
  'POST /api/auth/reset-password': resetPassword,
  'GET /api/login': legacyLoginRedirect,
  'GET /api/auth/onboarding': getOnboarding,
  'POST /api/auth/onboarding/{userId}': updateOnboarding,
  'PUT /api/auth/profile/{userId}': updateProfile,
  'GET /api/users/{userId}/style-preferences': getStylePreferences,
  'PUT /api/users/{userId}/style-preferences': putStylePreferences,
});
