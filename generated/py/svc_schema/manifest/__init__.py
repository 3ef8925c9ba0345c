# DO NOT EDIT — generated from schema/manifest/ by make generate
"""svc wire types: manifest."""
