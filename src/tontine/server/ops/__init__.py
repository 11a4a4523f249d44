"""What operators read of a running process: its metrics in the Prometheus format."""
