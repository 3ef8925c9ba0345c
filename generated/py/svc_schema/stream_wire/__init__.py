# DO NOT EDIT — generated from schema/stream_wire/ by make generate
"""svc wire types: stream_wire."""
