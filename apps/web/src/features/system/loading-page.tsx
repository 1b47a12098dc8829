import { useEffect } from 'react';
import { Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { loadingTarget } from '../../lib/safe-target.ts';
import { paths } from '../../routing/paths.ts';

/** Transitional page: `/loading?path=/list&id=3` goes on to `/list?id=3` (home when no target). */
export function LoadingPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(loadingTarget(search) ?? paths.home, { replace: true });
  }, [search, navigate]);
  return (
    <div className="container page-loading">
      <Spin size="large" />
      <p>页面跳转中，请稍候...</p>
    </div>
  );
}
