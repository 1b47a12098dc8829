export { companyChangesToReview, reviewCompanyChange, saveCompany } from './company-change.ts';
export { filesOf, pendingLicences } from './repo.ts';
export { licenceStatesSql, readFileForOperator, reviewLicence, scopeOf, scopeOfStates } from './service.ts';
