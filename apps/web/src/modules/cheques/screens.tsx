export { ChequeEditor } from './ChequeEditor.tsx';
export { ChequeMovesPage } from './MovesPage.tsx';
export { PortfolioPage } from './PortfolioPage.tsx';
