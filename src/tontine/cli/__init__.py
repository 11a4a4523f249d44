"""The ``tontine`` command line: thin layers over the engine's event stream."""
