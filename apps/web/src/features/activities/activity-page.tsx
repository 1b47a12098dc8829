import { useEffect } from 'react';
import { Skeleton } from 'antd';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { useActivityVisit } from '../../api/use-activity-tap.ts';
import { paths } from '../../routing/paths.ts';
import { ActivityView } from './activity-view.tsx';
import { useActivity } from './use-activities.ts';

/** /yjh/{id}: one activity. Missing, paused or ended → /noActivity; without an id, the same. */
export function ActivityPage() {
  const id = Number(useParams().id) || undefined;
  const navigate = useNavigate();
  const { data, isError, refetch } = useActivity(id);
  useActivityVisit(data?.state === 'running' || data?.state === 'not_started' ? data.id : undefined, 'yjh');
  const gone = !id || isError || data?.state === 'ended' || data?.state === 'missing';
  useEffect(() => {
    if (gone) navigate(paths.noActivity, { replace: true });
  }, [gone, navigate]);
  return (
    <div className="container activity-page" data-testid="activity-page">
      <Crumbs
        className="activity-page__crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: data?.name ?? '活动专区' }]}
      />
      {data && !gone ? (
        <ActivityView activity={data} position="yjh" onTurn={() => void refetch()} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
