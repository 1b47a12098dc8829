import { useEffect } from 'react';
import { Skeleton, Tabs } from 'antd';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { useActivityTap, useActivityVisit } from '../../api/use-activity-tap.ts';
import { paths } from '../../routing/paths.ts';
import { ActivityView } from './activity-view.tsx';
import { idsOf, useActivity, useActivityCentre } from './use-activities.ts';

function CentreTab({ id }: { id: number }) {
  const { data, refetch } = useActivity(id);
  useActivityVisit(data?.id, 'hdzx');
  return data ? <ActivityView activity={data} position="hdzx" onTurn={() => void refetch()} /> : <Skeleton active />;
}

/**
 * /Hdzx/{ids}/{id}: several activities as tabs, in the link's order; `id` is the tab open (else the first
 * running one). A tab is its activity's page; none left on offer → /noActivity.
 */
export function ActivityCentrePage() {
  const params = useParams();
  const ids = idsOf(params.ids);
  const navigate = useNavigate();
  const { mutate: tap } = useActivityTap();
  const { data, isError, isSuccess } = useActivityCentre(ids);
  const list = data?.list ?? [];
  const asked = Number(params.id);
  const current =
    list.find((a) => a.id === asked) ??
    list.find((a) => a.state === 'running') ??
    (list[0] as (typeof list)[0] | undefined);
  const gone = !ids.length || isError || (isSuccess && !list.length);
  useEffect(() => {
    if (gone) navigate(paths.noActivity, { replace: true });
  }, [gone, navigate]);
  const open = (key: string) => {
    const id = Number(key);
    tap({ activity_id: id, position: 'hdzx_tab' });
    navigate(paths.activityCentre(ids, id), { replace: true });
  };
  return (
    <div className="container activity-page" data-testid="activity-centre">
      <Crumbs
        className="activity-page__crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '活动中心' }]}
      />
      {!current ? (
        <Skeleton active />
      ) : (
        <Tabs
          className="activity-centre__tabs"
          activeKey={String(current.id)}
          onChange={open}
          destroyOnHidden
          items={list.map((a) => ({
            key: String(a.id),
            label: a.state === 'running' ? a.name : `${a.name}（未开始）`,
            children: <CentreTab id={a.id} />,
          }))}
        />
      )}
    </div>
  );
}
