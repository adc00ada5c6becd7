// What each state-changing route means, in the words an admin reads on the project page. A route
// missing here is still recorded, under its method and path.
export const auditActions: Record<string, string> = {
  'POST /api/auth/signup': 'Signed up',
  'POST /api/auth/signin': 'Signed in',
  'POST /api/service-provider/signin': 'Signed in',
  'POST /api/service-provider/signup/:uid': 'Signed up',
  'POST /api/service-provider/phone/:uid': 'Signed in by phone',
  'POST /api/supplier/signin': 'Signed in',
  'POST /api/supplier/signup/:uid': 'Signed up',
  'POST /api/supplier/phone/:uid': 'Signed in by phone',
  'POST /api/admin/signin': 'Signed in',
  'GET /api/auth/google/callback': 'Signed in with Google',
  'POST /api/user/reset/:uid': 'Opened a password reset',
  'PUT /api/user/reset': 'Changed the password',
  'POST /api/service-provider/reset/:uid': 'Opened a password reset',
  'PUT /api/service-provider/reset': 'Changed the password',
  'POST /api/supplier/reset/:uid': 'Opened a password reset',
  'PUT /api/supplier/reset': 'Changed the password',
  'PUT /api/user/:id': 'Updated the profile',
  'PUT /api/service-provider/:id': 'Updated the profile',
  'PUT /api/supplier/:id': 'Updated the profile and prices',
  'POST /api/user/project/:userId': 'Requested the project',
  'PUT /api/user/project/:projectId/:userId': 'Picked a design',
  'PUT /api/user/project/quotation/:projectId/:userId': 'Picked a quotation',
  'POST /api/user/rating/:projectId/:userId': 'Rated the service partner',
  'POST /api/user/support': 'Wrote to support',
  'POST /api/uploads': 'Uploaded images',
  'DELETE /api/uploads/:id': 'Removed an image',
  'POST /api/service-provider/quotation/:projectId': 'Submitted a quotation',
  'PUT /api/admin/project/:projectId/:adminId': 'Sent the designs',
  'PUT /api/admin/project/client/:projectId/:adminId': 'Released the quotations to the customer',
  'PUT /api/admin/project/completed/:projectId/:adminId': 'Marked the project completed',
  'POST /api/admin/project/quotation/:adminId': 'Created the quotation template',
  'POST /api/admin/project/quotation/share/:projectId/:adminId':
    'Shared the quotation with partners',
  'PUT /api/admin/project/quotation/:quotationId/:adminId': "Costed a partner's quotation",
  'PUT /api/admin/support/:messageId/:adminId': 'Handled a support message',
};

/** Calls that change nothing worth a trail: reading notifications, asking for codes, logging out. */
export const notAudited = new Set([
  'POST /api/notifications/read',
  'POST /api/otp/request',
  'POST /api/otp/verify',
  'POST /api/auth/logout',
  // Lookups that are POST only because they carry a list of ids.
  'POST /api/user/project/servicepartners/:userId',
  'POST /api/admin/project/servicepartners/:adminId',
]);
