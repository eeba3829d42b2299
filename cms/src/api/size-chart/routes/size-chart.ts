/** The size guide's public read (there is no core router: the panel edits charts, the shop only reads them). */
export default {
  routes: [
    {
      method: 'GET' as const,
      path: '/size-charts/product/:slug',
      handler: 'api::size-chart.size-chart.forProduct',
      config: { auth: false as const },
    },
  ],
};
