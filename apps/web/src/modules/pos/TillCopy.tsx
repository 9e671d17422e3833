import { Navigate, useParams } from 'react-router';

/** `/fis/pos/kopya/:id`: the till, ringing up that receipt's items again (one till per device, not a second one). */
export function TillCopy() {
  return <Navigate to={`/fis/pos/yeni?kopya=${Number(useParams().id) || ''}`} replace />;
}
