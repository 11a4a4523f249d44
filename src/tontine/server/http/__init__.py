"""The edge: HTTP routes, the WebSocket endpoint, the API models and the page's catalogues."""
