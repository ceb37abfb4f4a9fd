// Reporting a post, a comment or a message to the city's admins, from the item's menu.
export { ReportMenu } from './ReportMenu';
export { useReport } from './useReport';
