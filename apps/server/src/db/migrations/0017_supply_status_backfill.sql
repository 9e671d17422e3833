-- Orders and waybills saved before supply_status existed get theirs from their lines' supplied quantities.
UPDATE documents d SET supply_status = s.state
  FROM (SELECT l.company_id, l.document_id,
               CASE WHEN bool_and(l.supplied_quantity >= round(l.quantity * l.unit_factor, 4)) THEN 'full'
                    WHEN bool_or(l.supplied_quantity > 0) THEN 'partial' ELSE 'none' END AS state
          FROM document_lines l
         GROUP BY l.company_id, l.document_id) s
 WHERE d.company_id = s.company_id AND d.id = s.document_id
   AND d.doc_type IN ('salesOrder', 'purchaseOrder', 'despatchOut', 'despatchIn')
   AND d.supply_status <> s.state;
