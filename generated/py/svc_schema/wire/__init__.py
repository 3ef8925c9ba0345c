# DO NOT EDIT — generated from schema/wire/ by make generate
"""svc wire types: wire."""
