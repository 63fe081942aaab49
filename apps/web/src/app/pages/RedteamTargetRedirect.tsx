import { Navigate, useParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/redteam/{targetId}`: the setup with that target chosen; anything else is not a page. */
export function RedteamTargetRedirect() {
  const { targetId = '' } = useParams();
  return UUID.test(targetId) ? (
    <Navigate replace to={`/redteam/scan/create?targetId=${targetId}`} />
  ) : (
    <Navigate replace to="/not-found" />
  );
}
