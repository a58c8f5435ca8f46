import { blogResponse, blogSearchStatus } from '@siktak/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { BlogPosts } from './blog-posts';

const POSTS_CALL = `GET /api/store/${encodeURIComponent('연남 파스타 하우스')}/naver-blog`;

function renderBlog(available: boolean) {
  const fake = fakeApi({
    'GET /api/blog-search': route({ answer: blogSearchStatus, handle: () => ({ available }) }),
    [POSTS_CALL]: route({
      answer: blogResponse,
      handle: () => ({
        items: [{ title: '연남 파스타 후기', description: '면이 좋아요', link: 'https://blog.example/1' }],
      }),
    }),
  });
  renderRoutes([{ path: '/', element: <BlogPosts storeName="연남 파스타 하우스" /> }], '/');
  return fake;
}

describe('the blog section of a store page', () => {
  it('shows blog posts when the server has a blog search', async () => {
    renderBlog(true);
    expect(await screen.findByRole('heading', { name: '블로그 리뷰' })).toBeInTheDocument();
    expect(await screen.findByText('연남 파스타 후기')).toBeInTheDocument();
  });

  it('is left out, and no posts are asked for, when no blog search is configured', async () => {
    const fake = renderBlog(false);
    await waitFor(() => expect(fake.calls).toContain('GET /api/blog-search'));
    // Give a section that would appear a chance to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: '블로그 리뷰' })).not.toBeInTheDocument();
    expect(fake.calls).not.toContain(POSTS_CALL);
  });
});
